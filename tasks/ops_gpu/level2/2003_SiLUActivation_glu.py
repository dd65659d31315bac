"""hf.SiLUActivation -> F.glu: synthesised by warpgym synth (seed 7, index 3158, transformers#2, dim 0 x2491)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> F.glu"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()

    def forward(self, x):
        x = self.siluactivation_0(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(19928, 256, 128)]


def get_init_inputs():
    return []
