"""PReLU -> AvgPool2d -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 1369, transformers#3, dim 0 x5465)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """PReLU -> AvgPool2d -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()
        self.avgpool2d_1 = nn.AvgPool2d(kernel_size=3)
        self.relusquaredactivation_2 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.prelu_0(x)
        x = self.avgpool2d_1(x)
        x = self.relusquaredactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(87440, 32, 16, 16)]


def get_init_inputs():
    return []
