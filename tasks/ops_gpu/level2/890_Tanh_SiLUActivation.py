"""Tanh -> hf.SiLUActivation: synthesised by warpgym synth (seed 7, index 1451, transformers#2, dim 0 x1403)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """Tanh -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()
        self.siluactivation_1 = SiLUActivation()

    def forward(self, x):
        x = self.tanh_0(x)
        x = self.siluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(11224, 64, 16, 16)]


def get_init_inputs():
    return []
