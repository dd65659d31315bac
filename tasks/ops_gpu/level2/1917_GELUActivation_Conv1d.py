"""hf.GELUActivation -> Conv1d: synthesised by warpgym synth (seed 7, index 3037, transformers#2, dim 0 x71)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> Conv1d"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()
        self.conv1d_1 = nn.Conv1d(in_channels=256, kernel_size=3, out_channels=128)

    def forward(self, x):
        x = self.geluactivation_0(x)
        x = self.conv1d_1(x)
        return x


def get_inputs():
    return [torch.randn(568, 256, 128)]


def get_init_inputs():
    return []
