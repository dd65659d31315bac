"""hf.SqrtSoftplusActivation -> F.hinge_embedding_loss: synthesised by warpgym synth (seed 7, index 1197, transformers#2, dim 0 x4143)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> F.hinge_embedding_loss"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()

    def forward(self, x, x1):
        x = self.sqrtsoftplusactivation_0(x)
        x = F.hinge_embedding_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(530304, 256), torch.randn(530304, 256)]


def get_init_inputs():
    return []
