"""F.softplus -> hf.SiLUActivation -> torch.digamma -> Softmax: synthesised by warpgym synth (seed 9, index 311, transformers#4, dim 0 x2225)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """F.softplus -> hf.SiLUActivation -> torch.digamma -> Softmax"""

    def __init__(self):
        super().__init__()
        self.siluactivation_1 = SiLUActivation()
        self.softmax_3 = nn.Softmax()

    def forward(self, x):
        x = F.softplus(x)
        x = self.siluactivation_1(x)
        x = torch.digamma(x)
        x = self.softmax_3(x)
        return x


def get_inputs():
    return [torch.randn(569600, 256)]


def get_init_inputs():
    return []
