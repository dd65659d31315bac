"""GLU -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 224, transformers#2, dim 0 x950)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """GLU -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = self.glu_0(x)
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(7600, 64, 16, 16)]


def get_init_inputs():
    return []
