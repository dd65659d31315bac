"""hf.XIELUActivation -> torch.swapaxes: synthesised by warpgym synth (seed 7, index 6200, transformers#2, dim 0 x419)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> torch.swapaxes"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()

    def forward(self, x):
        x = self.xieluactivation_0(x)
        x = torch.swapaxes(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(1676, 16, 8, 8, 8)]


def get_init_inputs():
    return []
