"""Softsign -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 5436, transformers#2, dim 0 x723)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """Softsign -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = self.softsign_0(x)
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(46272, 1024)]


def get_init_inputs():
    return []
