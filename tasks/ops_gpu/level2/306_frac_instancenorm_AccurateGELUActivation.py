"""torch.frac -> F.instance_norm -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 464, transformers#3, dim 0 x1885)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """torch.frac -> F.instance_norm -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_2 = AccurateGELUActivation()

    def forward(self, x):
        x = torch.frac(x)
        x = F.instance_norm(x)
        x = self.accurategeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(7540, 16, 8, 8, 8)]


def get_init_inputs():
    return []
