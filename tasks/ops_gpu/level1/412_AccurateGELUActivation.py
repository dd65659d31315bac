"""hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 6163, transformers#1, dim 0 x826)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        return x


def get_inputs():
    return [torch.randn(26432, 128, 64)]


def get_init_inputs():
    return []
