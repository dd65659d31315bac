"""Sigmoid -> hf.SiLUActivation: synthesised by warpgym synth (seed 8, index 142, transformers#2, dim 0 x1244)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """Sigmoid -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()
        self.siluactivation_1 = SiLUActivation()

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = self.siluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(636928, 256)]


def get_init_inputs():
    return []
