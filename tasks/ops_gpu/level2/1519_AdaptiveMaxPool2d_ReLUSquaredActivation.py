"""AdaptiveMaxPool2d -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 2432, transformers#2, dim 0 x5747)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """AdaptiveMaxPool2d -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)
        self.relusquaredactivation_1 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.adaptivemaxpool2d_0(x)
        x = self.relusquaredactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(91952, 32, 16, 16)]


def get_init_inputs():
    return []
