"""torch.expm1 -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 4767, transformers#2, dim 0 x2199)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """torch.expm1 -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x):
        x = torch.expm1(x)
        x = self.fastgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(8796, 16, 8, 8, 8)]


def get_init_inputs():
    return []
