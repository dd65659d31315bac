"""torch.minimum -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 4312, transformers#2, dim 0 x2533)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """torch.minimum -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x, x1):
        x = torch.minimum(x, x1)
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(20264, 64, 16, 16), torch.randn(20264, 64, 16, 16)]


def get_init_inputs():
    return []
