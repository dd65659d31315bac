"""torch.hypot -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 2836, transformers#2, dim 0 x347)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """torch.hypot -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x, x1):
        x = torch.hypot(x, x1)
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(5552, 64, 128), torch.randn(5552, 64, 128)]


def get_init_inputs():
    return []
