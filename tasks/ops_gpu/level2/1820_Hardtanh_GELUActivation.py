"""Hardtanh -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 2883, transformers#2, dim 0 x9590)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """Hardtanh -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = self.hardtanh_0(x)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(38360, 16, 8, 8, 8)]


def get_init_inputs():
    return []
