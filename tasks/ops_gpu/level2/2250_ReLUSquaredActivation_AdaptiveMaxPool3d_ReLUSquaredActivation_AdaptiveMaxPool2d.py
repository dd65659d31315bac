"""hf.ReLUSquaredActivation -> AdaptiveMaxPool3d -> hf.ReLUSquaredActivation -> AdaptiveMaxPool2d: synthesised by warpgym synth (seed 7, index 3571, transformers#4, dim 0 x3311)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> AdaptiveMaxPool3d -> hf.ReLUSquaredActivation -> AdaptiveMaxPool2d"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()
        self.adaptivemaxpool3d_1 = nn.AdaptiveMaxPool3d(output_size=4)
        self.relusquaredactivation_2 = ReLUSquaredActivation()
        self.adaptivemaxpool2d_3 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = self.adaptivemaxpool3d_1(x)
        x = self.relusquaredactivation_2(x)
        x = self.adaptivemaxpool2d_3(x)
        return x


def get_inputs():
    return [torch.randn(52976, 32, 16, 16)]


def get_init_inputs():
    return []
