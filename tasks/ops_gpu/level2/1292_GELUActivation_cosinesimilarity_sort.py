"""hf.GELUActivation -> F.cosine_similarity -> torch.sort: synthesised by warpgym synth (seed 7, index 2079, transformers#3, dim 0 x739)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> F.cosine_similarity -> torch.sort"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()

    def forward(self, x, x1):
        x = self.geluactivation_0(x)
        x = F.cosine_similarity(x, x1)
        x = torch.sort(x)[0]
        return x


def get_inputs():
    return [torch.randn(2956, 32, 32, 32), torch.randn(2956, 32, 32, 32)]


def get_init_inputs():
    return []
