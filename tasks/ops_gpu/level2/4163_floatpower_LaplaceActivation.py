"""torch.float_power -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 6540, transformers#2, dim 0 x1077)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """torch.float_power -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = torch.float_power(x, 2.0)
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(68928, 1024)]


def get_init_inputs():
    return []
