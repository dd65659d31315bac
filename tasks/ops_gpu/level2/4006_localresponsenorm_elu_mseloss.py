"""F.local_response_norm -> F.elu -> F.mse_loss: synthesised by warpgym synth (seed 7, index 5468, torch#3, dim 0 x10253)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.local_response_norm -> F.elu -> F.mse_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.local_response_norm(x, size=4)
        x = F.elu(x)
        x = F.mse_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(41012, 16, 8, 8, 8), torch.randn(41012, 16, 8, 8, 8)]


def get_init_inputs():
    return []
