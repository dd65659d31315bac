"""hf.FastGELUActivation -> F.avg_pool2d: synthesised by warpgym synth (seed 7, index 6541, transformers#2, dim 0 x1675)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> F.avg_pool2d"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()

    def forward(self, x):
        x = self.fastgeluactivation_0(x)
        x = F.avg_pool2d(x, 3)
        return x


def get_inputs():
    return [torch.randn(6700, 32, 32, 32)]


def get_init_inputs():
    return []
