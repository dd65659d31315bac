"""hf.FastGELUActivation -> Hardtanh: synthesised by warpgym synth (seed 7, index 3896, transformers#2, dim 0 x7403)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = self.fastgeluactivation_0(x)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(14806, 8, 8, 16, 16)]


def get_init_inputs():
    return []
