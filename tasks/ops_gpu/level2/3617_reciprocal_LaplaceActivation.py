"""torch.reciprocal -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 5677, transformers#2, dim 0 x5829)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """torch.reciprocal -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = torch.reciprocal(x)
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(373056, 1024)]


def get_init_inputs():
    return []
