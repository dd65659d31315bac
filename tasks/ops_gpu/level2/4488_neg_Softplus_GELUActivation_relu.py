"""torch.neg -> Softplus -> hf.GELUActivation -> F.relu: synthesised by warpgym synth (seed 8, index 76, transformers#4, dim 0 x1254)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """torch.neg -> Softplus -> hf.GELUActivation -> F.relu"""

    def __init__(self):
        super().__init__()
        self.softplus_1 = nn.Softplus()
        self.geluactivation_2 = GELUActivation()

    def forward(self, x):
        x = torch.neg(x)
        x = self.softplus_1(x)
        x = self.geluactivation_2(x)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(321024, 512)]


def get_init_inputs():
    return []
