"""Softsign -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 6753, transformers#2, dim 0 x4383)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """Softsign -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = self.softsign_0(x)
        x = self.quickgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(1122048, 256)]


def get_init_inputs():
    return []
