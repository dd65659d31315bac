"""ReLU6 -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 2416, transformers#2, dim 0 x975)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """ReLU6 -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = self.relu6_0(x)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(3900, 32, 32, 32)]


def get_init_inputs():
    return []
