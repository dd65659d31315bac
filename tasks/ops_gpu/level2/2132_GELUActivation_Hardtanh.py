"""hf.GELUActivation -> Hardtanh: synthesised by warpgym synth (seed 7, index 3369, transformers#2, dim 0 x2933)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = self.geluactivation_0(x)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(5866, 8, 8, 16, 16)]


def get_init_inputs():
    return []
