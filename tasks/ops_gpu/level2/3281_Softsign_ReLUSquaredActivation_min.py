"""Softsign -> hf.ReLUSquaredActivation -> torch.min: synthesised by warpgym synth (seed 7, index 5169, transformers#3, dim 0 x2695)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """Softsign -> hf.ReLUSquaredActivation -> torch.min"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.relusquaredactivation_1 = ReLUSquaredActivation()

    def forward(self, x, x1):
        x = self.softsign_0(x)
        x = self.relusquaredactivation_1(x)
        x = torch.min(x, x1)
        return x


def get_inputs():
    return [torch.randn(21560, 64, 16, 16), torch.randn(21560, 64, 16, 16)]


def get_init_inputs():
    return []
