"""Softplus -> torch.fliplr -> hf.FastGELUActivation: synthesised by warpgym synth (seed 8, index 35, transformers#3, dim 0 x1209)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """Softplus -> torch.fliplr -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.fastgeluactivation_2 = FastGELUActivation()

    def forward(self, x):
        x = self.softplus_0(x)
        x = torch.fliplr(x)
        x = self.fastgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(19344, 32, 256)]


def get_init_inputs():
    return []
