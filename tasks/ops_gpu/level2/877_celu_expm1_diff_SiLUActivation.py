"""F.celu -> torch.expm1 -> torch.diff -> hf.SiLUActivation: synthesised by warpgym synth (seed 7, index 1433, transformers#4, dim 0 x3991)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """F.celu -> torch.expm1 -> torch.diff -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.siluactivation_3 = SiLUActivation()

    def forward(self, x):
        x = F.celu(x)
        x = torch.expm1(x)
        x = torch.diff(x)
        x = self.siluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(1021696, 512)]


def get_init_inputs():
    return []
