"""CosineSimilarity -> torch.angle -> F.instance_norm -> Hardtanh: synthesised by warpgym synth (seed 7, index 5928, torch#4, dim 0 x204)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> torch.angle -> F.instance_norm -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()
        self.hardtanh_3 = nn.Hardtanh()

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = torch.angle(x)
        x = F.instance_norm(x)
        x = self.hardtanh_3(x)
        return x


def get_inputs():
    return [torch.randn(816, 32, 32, 32), torch.randn(816, 32, 32, 32)]


def get_init_inputs():
    return []
