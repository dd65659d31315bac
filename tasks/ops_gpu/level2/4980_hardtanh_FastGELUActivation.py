"""F.hardtanh -> hf.FastGELUActivation: synthesised by warpgym synth (seed 9, index 409, transformers#2, dim 0 x548)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """F.hardtanh -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x):
        x = F.hardtanh(x)
        x = self.fastgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(4384, 16, 32, 32)]


def get_init_inputs():
    return []
