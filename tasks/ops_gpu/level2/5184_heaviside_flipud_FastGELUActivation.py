"""torch.heaviside -> torch.flipud -> hf.FastGELUActivation: synthesised by warpgym synth (seed 9, index 707, transformers#3, dim 0 x907)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """torch.heaviside -> torch.flipud -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_2 = FastGELUActivation()

    def forward(self, x, x1):
        x = torch.heaviside(x, x1)
        x = torch.flipud(x)
        x = self.fastgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(1814, 8, 8, 16, 16), torch.randn(1814, 8, 8, 16, 16)]


def get_init_inputs():
    return []
