"""F.leaky_relu -> torch.max -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 6101, transformers#3, dim 0 x371)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """F.leaky_relu -> torch.max -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_2 = SqrtSoftplusActivation()

    def forward(self, x, x1):
        x = F.leaky_relu(x)
        x = torch.max(x, x1)
        x = self.sqrtsoftplusactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(5936, 32, 16, 16), torch.randn(5936, 32, 16, 16)]


def get_init_inputs():
    return []
