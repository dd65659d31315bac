"""hf.FastGELUActivation -> torch.multiply -> F.softmin: synthesised by warpgym synth (seed 7, index 3772, transformers#3, dim 0 x212)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> torch.multiply -> F.softmin"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()

    def forward(self, x, x1):
        x = self.fastgeluactivation_0(x)
        x = torch.multiply(x, x1)
        x = F.softmin(x)
        return x


def get_inputs():
    return [torch.randn(3392, 64, 128), torch.randn(3392, 64, 128)]


def get_init_inputs():
    return []
