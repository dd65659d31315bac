"""Bilinear -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 6480, transformers#2, dim 0 x8136)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """Bilinear -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.bilinear_0 = nn.Bilinear(in1_features=16, in2_features=16, out_features=16)
        self.geluactivation_1 = GELUActivation()

    def forward(self, x, x1):
        x = self.bilinear_0(x, x1)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(16272, 8, 8, 16, 16), torch.randn(16272, 8, 8, 16, 16)]


def get_init_inputs():
    return []
