"""torch.copysign -> hf.LaplaceActivation: synthesised by warpgym synth (seed 8, index 359, transformers#2, dim 0 x1132)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """torch.copysign -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x, x1):
        x = torch.copysign(x, x1)
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(9056, 256, 128), torch.randn(9056, 256, 128)]


def get_init_inputs():
    return []
