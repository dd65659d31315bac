"""hf.LaplaceActivation -> torch.flatten: synthesised by warpgym synth (seed 10, index 10, transformers#2, dim 0 x712)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> torch.flatten"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()

    def forward(self, x):
        x = self.laplaceactivation_0(x)
        x = torch.flatten(x)
        return x


def get_inputs():
    return [torch.randn(364544, 256)]


def get_init_inputs():
    return []
