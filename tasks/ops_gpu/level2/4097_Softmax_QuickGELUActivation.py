"""Softmax -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 6443, transformers#2, dim 0 x12751)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """Softmax -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = self.softmax_0(x)
        x = self.quickgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(1632128, 256)]


def get_init_inputs():
    return []
