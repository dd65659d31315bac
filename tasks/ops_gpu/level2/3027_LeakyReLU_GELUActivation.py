"""LeakyReLU -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 4785, transformers#2, dim 0 x3698)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """LeakyReLU -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(14792, 32, 32, 32)]


def get_init_inputs():
    return []
