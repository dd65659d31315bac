"""Softmax2d -> InstanceNorm2d -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 1577, transformers#3, dim 0 x812)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """Softmax2d -> InstanceNorm2d -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()
        self.instancenorm2d_1 = nn.InstanceNorm2d(num_features=128)
        self.accurategeluactivation_2 = AccurateGELUActivation()

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = self.instancenorm2d_1(x)
        x = self.accurategeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(6496, 256, 128)]


def get_init_inputs():
    return []
