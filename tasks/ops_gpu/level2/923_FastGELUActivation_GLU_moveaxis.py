"""hf.FastGELUActivation -> GLU -> torch.moveaxis: synthesised by warpgym synth (seed 7, index 1498, transformers#3, dim 0 x243)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> GLU -> torch.moveaxis"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = self.fastgeluactivation_0(x)
        x = self.glu_1(x)
        x = torch.moveaxis(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(1944, 64, 16, 16)]


def get_init_inputs():
    return []
