"""torch.cumsum -> hf.LaplaceActivation -> LocalResponseNorm -> Softplus -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 1405, transformers#5, dim 0 x95)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """torch.cumsum -> hf.LaplaceActivation -> LocalResponseNorm -> Softplus -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()
        self.localresponsenorm_2 = nn.LocalResponseNorm(size=4)
        self.softplus_3 = nn.Softplus()

    def forward(self, x, x1):
        x = torch.cumsum(x, -1)
        x = self.laplaceactivation_1(x)
        x = self.localresponsenorm_2(x)
        x = self.softplus_3(x)
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(760, 64, 16, 16), torch.randn(760, 64, 16, 16)]


def get_init_inputs():
    return []
