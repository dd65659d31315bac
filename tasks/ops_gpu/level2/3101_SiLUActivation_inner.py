"""hf.SiLUActivation -> torch.inner: synthesised by warpgym synth (seed 7, index 4901, transformers#2, dim 0 x101)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> torch.inner"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()

    def forward(self, x, x1):
        x = self.siluactivation_0(x)
        x = torch.inner(x, x1)
        return x


def get_inputs():
    return [torch.randn(25856, 512), torch.randn(25856, 512)]


def get_init_inputs():
    return []
