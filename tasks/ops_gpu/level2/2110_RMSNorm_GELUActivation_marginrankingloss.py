"""RMSNorm -> hf.GELUActivation -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 2874, transformers#3, dim 0 x154)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """RMSNorm -> hf.GELUActivation -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=128)
        self.geluactivation_1 = GELUActivation()

    def forward(self, x, x1, x2):
        x = self.rmsnorm_0(x)
        x = self.geluactivation_1(x)
        x = F.margin_ranking_loss(x, input2=x1, target=x2)
        return x


def get_inputs():
    return [torch.randn(2464, 64, 128), torch.randn(2464, 64, 128), torch.randn(2464, 64, 128)]


def get_init_inputs():
    return []
