"""PReLU -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 8, index 3, transformers#2, dim 0 x470)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """PReLU -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = self.prelu_0(x)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(15040, 128, 64)]


def get_init_inputs():
    return []
