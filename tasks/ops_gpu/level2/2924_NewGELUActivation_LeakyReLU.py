"""hf.NewGELUActivation -> LeakyReLU: synthesised by warpgym synth (seed 7, index 4623, transformers#2, dim 0 x1546)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x):
        x = self.newgeluactivation_0(x)
        x = self.leakyrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(6184, 32, 32, 32)]


def get_init_inputs():
    return []
