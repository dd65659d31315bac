"""torch.qr -> hf.SqrtSoftplusActivation -> F.avg_pool2d -> torch.kthvalue -> F.normalize: synthesised by warpgym synth (seed 7, index 3178, transformers#5, dim 0 x2981)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """torch.qr -> hf.SqrtSoftplusActivation -> F.avg_pool2d -> torch.kthvalue -> F.normalize"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x):
        x = torch.qr(x)[0]
        x = self.sqrtsoftplusactivation_1(x)
        x = F.avg_pool2d(x, 3)
        x = torch.kthvalue(x, 2)[0]
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(47696, 32, 256)]


def get_init_inputs():
    return []
