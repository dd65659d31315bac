"""torch.sgn -> hf.SiLUActivation -> torch.logcumsumexp -> Softshrink: synthesised by warpgym synth (seed 9, index 502, transformers#4, dim 0 x409)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """torch.sgn -> hf.SiLUActivation -> torch.logcumsumexp -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.siluactivation_1 = SiLUActivation()
        self.softshrink_3 = nn.Softshrink()

    def forward(self, x):
        x = torch.sgn(x)
        x = self.siluactivation_1(x)
        x = torch.logcumsumexp(x, -1)
        x = self.softshrink_3(x)
        return x


def get_inputs():
    return [torch.randn(3272, 64, 16, 16)]


def get_init_inputs():
    return []
