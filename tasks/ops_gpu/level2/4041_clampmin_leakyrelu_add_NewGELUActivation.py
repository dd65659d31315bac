"""torch.clamp_min -> F.leaky_relu -> torch.add -> hf.NewGELUActivation: synthesised by warpgym synth (seed 7, index 6354, transformers#4, dim 0 x3712)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """torch.clamp_min -> F.leaky_relu -> torch.add -> hf.NewGELUActivation"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_3 = NewGELUActivation()

    def forward(self, x, x1):
        x = torch.clamp_min(x, 0.5)
        x = F.leaky_relu(x)
        x = torch.add(x, x1)
        x = self.newgeluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(237568, 1024), torch.randn(237568, 1024)]


def get_init_inputs():
    return []
