"""F.max_pool1d_with_indices -> hf.ReLUSquaredActivation -> torch.logsumexp -> L1Loss: synthesised by warpgym synth (seed 7, index 4439, transformers#4, dim 0 x3415)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """F.max_pool1d_with_indices -> hf.ReLUSquaredActivation -> torch.logsumexp -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_1 = ReLUSquaredActivation()
        self.l1loss_3 = nn.L1Loss()

    def forward(self, x, x1):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = self.relusquaredactivation_1(x)
        x = torch.logsumexp(x, -1)
        x = self.l1loss_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(109280, 128, 64), torch.randn(109280, 128)]


def get_init_inputs():
    return []
